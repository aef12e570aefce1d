import type { WidgetPreviewProps } from '../../../../src/features/widget-host/widget-preview'

/** Stands in for the live widget preview (its script cannot run in happy-dom): shows what it was given. */
export function WidgetPreview({ chatbot }: WidgetPreviewProps) {
  return (
    <output data-testid="widget-preview" data-name={chatbot.name} data-header={chatbot.color_header} data-logo={chatbot.logo_url ?? ''}>
      {chatbot.initial_prompt}
    </output>
  )
}
