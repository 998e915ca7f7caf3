// What every form step of the wizard receives: its part of the draft and a way to change it.

/** Props of a form step over the draft section `T`. */
export interface StepProps<T> {
  value: T;
  onChange: (patch: Partial<T>) => void;
  /** The signed-in user's id (uploads are named after it). */
  userId: string;
  /** Told while an image upload runs. */
  onBusyChange: (busy: boolean) => void;
  /** The API's reason for each refused field, shown under it. */
  errors?: Partial<Record<keyof T, string>>;
}
