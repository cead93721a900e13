import { defineConfig, presetWind3 } from 'unocss';

/** Theme tokens. Brand colours meet WCAG 2.2 AA contrast against white and the page background. */
export default defineConfig({
  // Only the custom properties the utilities in use read are set on every element: fewer to resolve
  // before the first paint.
  presets: [presetWind3({ preflight: 'on-demand' })],
  theme: {
    colors: {
      brand: {
        DEFAULT: 'var(--wl-primary, #4f2bb0)',
        dark: 'var(--wl-primary-dark, #3b1f86)',
        light: '#f1edfc',
      },
      ink: { DEFAULT: '#101828', muted: '#475467', soft: '#667085' },
      line: '#d0d5dd',
      surface: { DEFAULT: '#ffffff', alt: '#f9fafb' },
      danger: '#b42318',
      success: '#027a48',
    },
    fontFamily: {
      sans: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    },
  },
  rules: [
    // A block that starts below a phone's first screen: style, layout and paint wait until it
    // nears the viewport, so the first frame costs only what it shows. It stays in the
    // accessibility tree, find-in-page and tab order. Until first rendered it holds the given
    // height in rem (24 by default) and asks for no width; once rendered it keeps its real height.
    [
      /^render-later(?:-(\d+))?$/,
      ([, rem]) => ({
        'content-visibility': 'auto',
        'contain-intrinsic-block-size': `auto ${rem ?? 24}rem`,
      }),
    ],
  ],
  shortcuts: {
    'focus-ring':
      'outline-none focus-visible:outline focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-[#1a7fae]',
    btn: 'focus-ring inline-flex items-center justify-center gap-2 rounded-lg px-4 py-2.5 font-semibold text-base no-underline transition-colors min-h-11',
    'btn-primary': 'btn bg-brand text-white hover:bg-brand-dark',
    'btn-secondary': 'btn border border-line bg-white text-ink hover:bg-surface-alt',
    'link-plain': 'focus-ring text-ink no-underline hover:underline',
    container: 'mx-auto w-full max-w-6xl px-4 sm:px-6',
  },
});
