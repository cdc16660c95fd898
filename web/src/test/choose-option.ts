import { fireEvent, waitFor, within } from '@testing-library/react';

/**
 * Picks an option of a Mantine Select (found by its label inside `scope`) in the very list that
 * select opened, so two selects offering the same option (a filter and a dialog) do not clash.
 */
export async function chooseOption(label: string, option: string, scope: HTMLElement = document.body) {
  const input = within(scope).getByRole('textbox', { name: label });
  fireEvent.click(input);
  const list = await waitFor(() => {
    const found = document.getElementById(input.getAttribute('aria-controls') ?? '');
    if (!found) throw new Error(`La lista de «${label}» no se abrió`);
    return found;
  });
  fireEvent.click(await within(list).findByRole('option', { name: option, hidden: true }));
}
