/** Mantine's whole stylesheet, loaded with the first lazily loaded screen or dialog (see app/first-styles.ts). */
import '@mantine/core/styles.layer.css';
import '@mantine/dates/styles.layer.css';
