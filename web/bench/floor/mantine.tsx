/** The floor's second step: React and Mantine draw the page. */
import { renderRackFrame } from './rack-frame';

renderRackFrame();
