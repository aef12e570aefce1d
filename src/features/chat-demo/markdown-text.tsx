import { useLayoutEffect, useRef } from 'react'
import { renderMarkdown } from '../../widget/markdown'

/** A bot reply's markdown, built node by node by the widget's renderer: no text can become markup. */
export function MarkdownText({ source, className }: { source: string; className?: string }) {
  const box = useRef<HTMLDivElement>(null)
  useLayoutEffect(() => {
    box.current?.replaceChildren(renderMarkdown(source, box.current.ownerDocument))
  }, [source])
  return <div className={className} ref={box} />
}
