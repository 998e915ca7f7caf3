// Button: variants, default type, loading state.
import { describe, expect, it, vi } from 'vitest';
import { Button, buttonClassName } from './button';
import { render, screen, userEvent } from './test-utils';

describe('Button', () => {
  it('is a type="button" by default and calls onClick', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button.getAttribute('type')).toBe('button');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('gives each variant and size its own classes', () => {
    const looks = (['primary', 'secondary', 'ghost', 'danger', 'cta'] as const).map((variant) =>
      buttonClassName({ variant }),
    );
    expect(new Set(looks).size).toBe(5);
    expect(buttonClassName({ size: 'sm' })).not.toBe(buttonClassName({ size: 'lg' }));
    expect(buttonClassName({ fullWidth: true }).split(' ').length).toBe(4);
  });

  it('while loading keeps its name, sets aria-busy and ignores clicks and submits', async () => {
    const onClick = vi.fn();
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <Button type="submit" loading onClick={onClick}>
          Sign In
        </Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Sign In' });
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.getAttribute('aria-disabled')).toBe('true');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
