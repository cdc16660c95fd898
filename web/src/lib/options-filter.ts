import type { ComboboxItem, ComboboxParsedItem, OptionsFilter } from '@mantine/core';
import { normalizeSearch } from '@posada/contracts/search-text';

/**
 * The options a drop-down keeps for what is typed, compared as every search of the app compares
 * (accents and case ignored: "gomez" keeps "Laura Gómez"). The theme makes it every Select's,
 * MultiSelect's and Autocomplete's default; the pickers that search on the server keep their own.
 */
export const accentlessFilter: OptionsFilter = ({ options, search, limit }) => {
  const wanted = normalizeSearch(search.trim());
  const kept: ComboboxParsedItem[] = [];
  for (const option of options) {
    if (kept.length === limit) break;
    if ('group' in option) {
      const items = accentlessFilter({ options: option.items, search, limit: limit - kept.length });
      kept.push({
        group: option.group,
        items: items.filter((item): item is ComboboxItem => !('group' in item)),
      });
    } else if (normalizeSearch(option.label).includes(wanted)) {
      kept.push(option);
    }
  }
  return kept;
};
