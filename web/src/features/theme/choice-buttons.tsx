import { Button } from '@mantine/core';

interface ChoiceButtonsProps<T extends string> {
  labelledBy: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
}

/** A one-of choice drawn as joined buttons; the chosen one is pressed (aria-pressed). */
export function ChoiceButtons<T extends string>({
  labelledBy,
  value,
  options,
  onChange,
}: ChoiceButtonsProps<T>) {
  return (
    <Button.Group aria-labelledby={labelledBy}>
      {options.map((option) => (
        <Button
          key={option.value}
          flex={1}
          variant={option.value === value ? 'filled' : 'default'}
          aria-pressed={option.value === value}
          onClick={() => onChange(option.value)}
        >
          {option.label}
        </Button>
      ))}
    </Button.Group>
  );
}
