// Stories of Icon: one icon with its controls, and the whole set with names, in the text colour.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ICON_NAMES, Icon } from './icons';

const meta = {
  title: 'Foundations/Icons',
  component: Icon,
  args: { name: 'mapPin', size: 24 },
  argTypes: {
    name: { control: 'select', options: ICON_NAMES },
    size: { control: { type: 'range', min: 12, max: 64, step: 2 } },
  },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

/** With a title the icon is an image named by it; without, it is decorative (aria-hidden). */
export const Labelled: Story = {
  args: { title: 'Location' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Location' })).toBeInTheDocument();
  },
};

/** Every icon of the set, drawn on a 24px grid in the current text colour. */
export const Gallery: Story = {
  render: ({ size }) => (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(112px, 1fr))',
        gap: 16,
        margin: 0,
        padding: 0,
        listStyle: 'none',
      }}
    >
      {ICON_NAMES.map((name) => (
        <li key={name} style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 8 }}>
          <Icon name={name} size={size} />
          <code style={{ fontSize: 12 }}>{name}</code>
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('svg[data-icon]')).toHaveLength(ICON_NAMES.length);
  },
};
