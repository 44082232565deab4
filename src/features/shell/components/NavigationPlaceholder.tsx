// The signed-in pages' menu boxes, empty, while the menu's chunk downloads (Navigation.tsx, in the
// `portal` chunk): the dark side rail, or the small screens' toolbar, at their own size (Layout.css),
// so the page beside and below them never moves when the menu arrives (ADR 0012, ADR 0022).
export function NavigationPlaceholder() {
  return (
    <>
      <div className="mobile-toolbar" aria-hidden="true" />
      <div className="nav-menu layout__side-menu" aria-hidden="true" />
    </>
  );
}
