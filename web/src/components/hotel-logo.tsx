import { Box, Image } from '@mantine/core';
import { useHotelLogo } from '../api/configurations';
import { PosadaMark } from './posada-mark';

interface HotelLogoProps {
  /** The hotel whose logo to show; without it the server picks the default hotel. */
  hotelId?: number | undefined;
  /**
   * The settings' `logo_version`: a new value fetches the new logo. `null` says the hotel has no
   * logo (nothing is asked); `undefined` that it is not known (the logo is asked for once).
   */
  version?: string | null | undefined;
  /** The settings that say whether there is a logo are still loading: wait instead of asking twice. */
  waiting?: boolean;
  height: number;
}

/**
 * The hotel's logo, asked for once per session and hotel and shared by every place that shows it
 * (`useHotelLogo`). Without a logo, or while it cannot be had, Posada's own mark stands in; a
 * missing logo is not an error and nothing is logged (spec §8 logs only failures).
 */
export function HotelLogo({ hotelId, version, waiting = false, height }: HotelLogoProps) {
  const logo = useHotelLogo(hotelId, version, !waiting && version !== null);
  if (waiting || logo.isPending)
    return version === null ? <PosadaMark height={height} /> : <Box h={height} />;
  if (!logo.data) return <PosadaMark height={height} />;
  return <Image src={logo.data} alt="Logo del hotel" h={height} w="auto" fit="contain" />;
}
