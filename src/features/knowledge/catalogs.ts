import { fromPromise } from 'xstate'
import type { components } from '../../api/schema'
import type { ApiClient } from '../../api/client'
import { isContentType } from '../../components/badge/content-type-badge'
import { KNOWLEDGE } from '../../config/constants'

export type CatalogType = components['schemas']['CatalogType']

/** 001 §7/§8: when a catalogue list cannot be loaded, product and promotion stand in. */
export const FALLBACK_CATALOGS: CatalogType[] = KNOWLEDGE.FALLBACK_CATALOG_TYPES.map((type) => ({ type, title: type }))

/**
 * GET /catalogs (every content type: FAQ form, type filter, uploads, edit dialog) or
 * GET /catalogs/crawl (the types a crawled page can be filed under). Never rejects: on any failure,
 * or an empty answer, it gives the fallback list.
 */
export function catalogLoader(api: ApiClient, path: '/catalogs' | '/catalogs/crawl') {
  return fromPromise<CatalogType[]>(async () => {
    try {
      const { data, error } = await api.GET(path)
      if (error === undefined && Array.isArray(data) && data.length > 0) return data
      console.error(`Failed to load ${path}`, error)
    } catch (error) {
      console.error(`Failed to load ${path}`, error)
    }
    return FALLBACK_CATALOGS
  })
}

/** A content type's label: the translated name of a known type, else the server's title, else the value. */
export function catalogLabel(catalog: CatalogType, t: (key: string) => string): string {
  if (isContentType(catalog.type)) return t(`UI.CONTENT_TYPE.${catalog.type}`)
  return catalog.title?.trim() || catalog.type
}

/** The catalogue as select options, with `current` added when the list does not hold it (an item of an unlisted type). */
export function catalogOptions(catalogs: readonly CatalogType[], t: (key: string) => string, current?: string | null) {
  const options = catalogs.map((catalog) => ({ value: catalog.type, label: catalogLabel(catalog, t) }))
  if (current && !options.some((option) => option.value === current)) options.push({ value: current, label: catalogLabel({ type: current, title: current }, t) })
  return options
}
