import { Select, type SelectProps } from '@mantine/core';
import { useEffect, useReducer, useState } from 'react';

/**
 * Mantine's `Select` with its list of options in the page only while it is open. Mantine keeps
 * every closed list mounted, hidden, and floating-ui positions each one when the screen first
 * renders: forced style and layout work inside React's commit, about a third of a second for a
 * list screen's toolbar on a phone-speed CPU (docs/performance.md, "Drop-down lists in the page
 * only while open"). Used by the drop-downs a screen draws at its first render (the lists'
 * filters, the point of sale's outlet); a dialog's are drawn when it opens.
 *
 * Mantine names the open list on its input (`aria-controls`) from a ref the options set when
 * they mount, after the input was drawn: the input is drawn once more then, or the first opening's
 * list would have no name (or the id the options had for their first render only).
 */
export function ListSelect(props: SelectProps) {
  const [opened, setOpened] = useState(false);
  const [, redraw] = useReducer((n: number) => n + 1, 0);
  // The options set the list's id when they mount, and again when Mantine's `useId` gives them
  // their lasting id right after: the input is drawn again once that settled, in the next task.
  useEffect(() => {
    if (!opened) return;
    const later = setTimeout(redraw);
    return () => clearTimeout(later);
  }, [opened]);
  return (
    <Select
      {...props}
      comboboxProps={{ keepMounted: false, ...props.comboboxProps }}
      onDropdownOpen={() => {
        setOpened(true);
        props.onDropdownOpen?.();
      }}
      onDropdownClose={() => {
        setOpened(false);
        props.onDropdownClose?.();
      }}
    />
  );
}
