/** "İçeriğe geç": the first stop of the keyboard, visible only when focused, to the page's main content. */
export function SkipLink({ href }: { href: string }) {
  return (
    <a
      href={href}
      className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-2 focus:z-50 focus:rounded focus:bg-brand-700 focus:px-3 focus:py-2 focus:text-white"
    >
      İçeriğe geç
    </a>
  );
}
