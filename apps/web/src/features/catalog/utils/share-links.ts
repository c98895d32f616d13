export interface ShareLink {
  label: string
  href: string
}

/** Plain share URLs of each network: no third-party script on the page. */
export function shareLinks(url: string, title: string): ShareLink[] {
  const u = encodeURIComponent(url)
  return [
    { label: 'WhatsApp', href: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}` },
    { label: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    {
      label: 'X',
      href: `https://twitter.com/intent/tweet?url=${u}&text=${encodeURIComponent(title)}`,
    },
  ]
}
