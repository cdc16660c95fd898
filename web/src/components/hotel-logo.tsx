import { Image } from '@mantine/core';
import { configurationPaths } from '@posada/contracts';
import { useState } from 'react';
import { apiUrl } from '../lib/api';

interface HotelLogoProps {
  /** The hotel whose logo to show; without it the server picks the default hotel. */
  hotelId?: number | undefined;
  /** The settings' `logo_version`: a new value makes the browser fetch the new logo at once. */
  version?: string | null | undefined;
  height: number;
}

/** The hotel's logo. A missing logo is only logged (spec §8): the image is hidden. */
export function HotelLogo({ hotelId, version, height }: HotelLogoProps) {
  const src = apiUrl(configurationPaths.image, { h: hotelId, v: version });
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (failedSrc === src) return null;
  return (
    <Image
      src={src}
      alt="Logo del hotel"
      h={height}
      w="auto"
      fit="contain"
      onError={() => {
        console.warn(`No se pudo cargar el logo del hotel (${src})`);
        setFailedSrc(src);
      }}
    />
  );
}
