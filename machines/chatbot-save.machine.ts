import { assign, fromPromise, setup, spawnChild, stopChild } from 'xstate'
import type { components } from '../src/api/schema'
import { CHATBOT, CHATBOT_DEFAULT_COLOURS, UPLOAD } from '../src/config/constants'

/**
 * Chatbot settings page: load, edit and save (001 §2.1, §2.2, §4 "Chatbot type and save", §5, §8).
 *
 * An existing bot is loaded first ('Chatbot not found' for a missing one). While editing, two
 * regions run side by side:
 * - `form`: which of the spec's four save checks the form fails first (name, industry, welcome
 *   message, description), or `valid`. Every edit moves it.
 * - `save`: SAVE with a failing check toasts that check's message and raises its field flag;
 *   otherwise the bot is created or updated (isSaving), a creation goes to the edit route, and then
 *   the knowledge length is checked: 0 opens the no-knowledge warning, whose button and close both
 *   switch to the knowledge tab.
 * Changing the type clears the industry (TRA_LOI gets the default 8) and reloads the industry list
 * for that type; the avatar is uploaded as soon as an image is chosen. Both run as child actors so
 * that they never block the form.
 */

type Schemas = components['schemas']
export type Chatbot = Schemas['Chatbot']
export type Agent = Schemas['Agent']
export type AgentType = Schemas['AgentType']
export type ChatbotInput = Schemas['ChatbotInput']

/** The six colour pickers, in the order of 001 §2.2. */
export const COLOUR_FIELDS = [
  'color_background',
  'color_header',
  'color_background_user_text',
  'color_user_text',
  'color_background_bot_text',
  'color_bot_text',
] as const
export type ColourField = (typeof COLOUR_FIELDS)[number]

export const TEXT_FIELDS = ['name', 'initial_prompt', 'description'] as const
export type TextFieldName = (typeof TEXT_FIELDS)[number]

export type ChatbotForm = {
  agent_type: AgentType
  agent_id: number | null
  name: string
  initial_prompt: string
  description: string
  logo_url: string | null
} & Record<ColourField, string>

/** The field error flags of 001 §2.1 ("Errors are shown for name, agent, welcome message and description"). */
export interface FieldFlags {
  name: boolean
  agent: boolean
  welcome: boolean
  description: boolean
}
export type FlagName = keyof FieldFlags

export const TABS = ['basic', 'knowledge', 'development'] as const
export type SettingsTab = (typeof TABS)[number]

/** The save checks in the spec's order (001 §5), each with the state naming it and its flag. */
const CHECKS = [
  { state: 'nameMissing', flag: 'name', fails: (form: ChatbotForm) => isBlank(form.name) },
  { state: 'agentMissing', flag: 'agent', fails: (form: ChatbotForm) => form.agent_id === null },
  { state: 'welcomeMissing', flag: 'welcome', fails: (form: ChatbotForm) => isBlank(form.initial_prompt) },
  { state: 'descriptionMissing', flag: 'description', fails: (form: ChatbotForm) => isBlank(form.description) },
] as const
type FormState = (typeof CHECKS)[number]['state'] | 'valid'

export interface ChatbotSaveContext {
  userId: number
  /** The bot being edited; null for a new one until it is created. */
  chatbotId: number | null
  /** The last copy the server gave (null for a new bot). */
  chatbot: Chatbot | null
  form: ChatbotForm
  /** What each colour's hex box holds; only valid values reach `form`. */
  colourDrafts: Record<ColourField, string>
  flags: FieldFlags
  agents: Agent[]
  agentsLoading: boolean
  uploading: boolean
  tab: SettingsTab
}

export interface ChatbotSaveInput {
  userId: number
  /** From the route: null for /new; anything not a positive integer is a bot that cannot exist. */
  chatbotId: number | null
}

/** The chosen avatar file (a `File` in the browser). */
export interface ChosenFile {
  name: string
  type: string
  size: number
}

export type ChatbotSaveEvent =
  /** The route's id changed (another bot, or /new): start over unless it is the bot already here. */
  | { type: 'ROUTE_CHANGED'; chatbotId: number | null }
  /** Try loading the bot again after a failure. */
  | { type: 'RETRY' }
  | { type: 'TYPE_CHANGED'; agentType: AgentType }
  | { type: 'AGENT_CHANGED'; agentId: number | null }
  | { type: 'FIELD_CHANGED'; field: TextFieldName; value: string }
  | { type: 'COLOUR_CHANGED'; field: ColourField; value: string }
  | { type: 'FILE_CHOSEN'; file: ChosenFile }
  | { type: 'SAVE' }
  | { type: 'SELECT_TAB'; tab: SettingsTab }
  /** The no-knowledge warning's 'load knowledge now' button. */
  | { type: 'LOAD_KNOWLEDGE_NOW' }
  /** The no-knowledge warning closed (X, Escape, backdrop). */
  | { type: 'CLOSE_WARNING' }

/** Results of the child actors spawned while editing (industry list, avatar upload). */
type ChildResultEvent =
  | { type: 'xstate.done.actor.loadAgents'; output: Agent[] }
  | { type: 'xstate.error.actor.loadAgents'; error: unknown }
  | { type: 'xstate.done.actor.uploadLogo'; output: { url: string } }
  | { type: 'xstate.error.actor.uploadLogo'; error: unknown }

/** How loading a bot failed: `notFound` for a missing, foreign or impossible id. */
export interface LoadFailure {
  notFound: boolean
}

/** The avatar types the backend stores (openapi ImageUpload); anything else is 'Please upload an image file'. */
export const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const

const HEX_COLOUR = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/

/** A colour value the backend accepts (openapi HexColor). */
export function isHexColour(value: string): boolean {
  return HEX_COLOUR.test(value)
}

function isBlank(value: string): boolean {
  return value.trim() === ''
}

/** The first of the four checks the form fails, or 'valid'. */
export function firstProblem(form: ChatbotForm): FormState {
  return CHECKS.find((check) => check.fails(form))?.state ?? 'valid'
}

/** A new bot (001 §4, §9): TRA_LOI with the default industry, default colours, empty texts. */
export function newChatbotForm(): ChatbotForm {
  return {
    agent_type: 'TRA_LOI',
    agent_id: CHATBOT.DEFAULT_AGENT_ID_TRA_LOI,
    name: '',
    initial_prompt: '',
    description: '',
    logo_url: null,
    ...CHATBOT_DEFAULT_COLOURS,
  }
}

export function formFromChatbot(chatbot: Chatbot): ChatbotForm {
  const colours = Object.fromEntries(COLOUR_FIELDS.map((field) => [field, chatbot[field]])) as Record<ColourField, string>
  return {
    agent_type: chatbot.agent_type,
    agent_id: chatbot.agent_id,
    name: chatbot.name,
    initial_prompt: chatbot.initial_prompt,
    description: chatbot.description,
    logo_url: chatbot.logo_url,
    ...colours,
  }
}

function coloursOf(form: ChatbotForm): Record<ColourField, string> {
  return Object.fromEntries(COLOUR_FIELDS.map((field) => [field, form[field]])) as Record<ColourField, string>
}

/** The body of POST /chatbots: built from the form (decision 111), with the name trimmed (001 §4). */
export function saveInputOf(context: Pick<ChatbotSaveContext, 'userId' | 'chatbotId' | 'form'>): ChatbotInput {
  const { form } = context
  const body = {
    user_id: context.userId,
    agent_type: form.agent_type,
    ...(form.agent_id === null ? {} : { agent_id: form.agent_id }),
    name: form.name.trim(),
    initial_prompt: form.initial_prompt,
    description: form.description,
    logo_url: form.logo_url,
    ...coloursOf(form),
  }
  if (context.chatbotId !== null) return { id: context.chatbotId, ...body }
  // A new bot also gets the defaults the generated create type insists on (001 §9: status active).
  return { ...body, color: CHATBOT_DEFAULT_COLOURS.color_header, status: 'active', embed_widget: true }
}

const NO_FLAGS: FieldFlags = { name: false, agent: false, welcome: false, description: false }
const FLAG_OF_FIELD: Record<TextFieldName, FlagName> = { name: 'name', initial_prompt: 'welcome', description: 'description' }

function initialContext(input: ChatbotSaveInput): ChatbotSaveContext {
  const form = newChatbotForm()
  return {
    userId: input.userId,
    chatbotId: input.chatbotId,
    chatbot: null,
    form,
    colourDrafts: coloursOf(form),
    flags: NO_FLAGS,
    agents: [],
    agentsLoading: false,
    uploading: false,
    tab: 'basic',
  }
}

/** Moves the `form` region to wherever the current form's first problem says, from `here`. */
const followForm = (here: FormState) =>
  [...CHECKS.map((check) => check.state), 'valid' as const]
    .filter((state) => state !== here)
    .map((state) => ({ guard: ({ context }: { context: ChatbotSaveContext }) => firstProblem(context.form) === state, target: state }))

/** One SAVE branch per check: that check's toast and flag; the save region stays idle. */
const rejectSave = CHECKS.map(
  (check) =>
    ({
      guard: { type: 'formIn', params: { state: check.state } },
      actions: [
        { type: 'raiseFlag', params: { flag: check.flag } },
        { type: 'notifyInvalid', params: { flag: check.flag } },
      ],
    }) as const,
)

export const chatbotSaveMachine = setup({
  types: {
    context: {} as ChatbotSaveContext,
    events: {} as ChatbotSaveEvent | ChildResultEvent,
    input: {} as ChatbotSaveInput,
  },
  actors: {
    /** GET /chatbots/{id}: the array's first element. Rejects with a LoadFailure. */
    loadChatbot: fromPromise<Chatbot, { id: number }>(async () => {
      throw new Error('loadChatbot actor not provided')
    }),
    /** GET /agents?agent_type=. */
    loadAgents: fromPromise<Agent[], { agentType: AgentType }>(async () => {
      throw new Error('loadAgents actor not provided')
    }),
    /** POST /images/upload: the stored image's address. */
    uploadLogo: fromPromise<{ url: string }, { file: ChosenFile }>(async () => {
      throw new Error('uploadLogo actor not provided')
    }),
    /** POST /chatbots (create without id, update with it). */
    saveChatbot: fromPromise<Chatbot, ChatbotInput>(async () => {
      throw new Error('saveChatbot actor not provided')
    }),
    /** GET /api/products/text-length-sum: total_text_length. */
    checkKnowledge: fromPromise<number, { chatbotId: number }>(async () => {
      throw new Error('checkKnowledge actor not provided')
    }),
  },
  actions: {
    /** The validation toast of a failed check (001 §5). */
    notifyInvalid: (_, _params: { flag: FlagName }) => {},
    /** 'Success' + 'Chatbot created successfully!' / 'Chatbot updated successfully!'. */
    notifySaved: (_, _params: { created: boolean }) => {},
    /** 'Error' + 'Failed to create chatbot. Please try again.' / 'Failed to update chatbot. Please try again.'. */
    notifySaveFailed: (_, _params: { created: boolean }) => {},
    /** After a creation: the edit route of the new bot. */
    goToEditRoute: (_, _params: { id: number }) => {},
    /** Alert 'Please upload an image file'. */
    alertNotImage: () => {},
    /** Alert 'File size must be less than 10MB'. */
    alertImageTooLarge: () => {},
    /** Alert 'Error uploading file. Please try again.'. */
    alertUploadFailed: () => {},
    /** Failures the spec keeps to the console (agent list, knowledge check). */
    logError: (_, _params: { message: string; error: unknown }) => {},
    raiseFlag: assign(({ context }, params: { flag: FlagName }) => ({ flags: { ...context.flags, [params.flag]: true } })),
    loadAgentsForType: spawnChild('loadAgents', {
      id: 'loadAgents',
      input: ({ context }) => ({ agentType: context.form.agent_type }),
    }),
  },
  guards: {
    isNewChatbot: ({ context }) => context.chatbotId === null,
    formIn: ({ context }, params: { state: FormState }) => firstProblem(context.form) === params.state,
    loadNotFound: (_, params: { error: unknown }) => Boolean((params.error as LoadFailure | null)?.notFound),
    otherRoute: ({ context, event }) => event.type === 'ROUTE_CHANGED' && event.chatbotId !== context.chatbotId,
    typeDiffers: ({ context, event }) => event.type === 'TYPE_CHANGED' && event.agentType !== context.form.agent_type,
    tabAvailable: ({ context, event }) =>
      event.type === 'SELECT_TAB' && TABS.includes(event.tab) && (event.tab === 'basic' || context.chatbotId !== null),
    notAnImage: ({ event }) => event.type === 'FILE_CHOSEN' && !(AVATAR_TYPES as readonly string[]).includes(event.file.type),
    imageTooLarge: ({ event }) => event.type === 'FILE_CHOSEN' && event.file.size > UPLOAD.MAX_IMAGE_MB * 1024 * 1024,
    uploading: ({ context }) => context.uploading,
    noKnowledge: (_, params: { total: number }) => params.total === 0,
  },
}).createMachine({
  id: 'chatbotSave',
  context: ({ input }) => initialContext(input),
  initial: 'start',
  on: {
    ROUTE_CHANGED: {
      guard: 'otherRoute',
      target: '.start',
      reenter: true,
      actions: [stopChild('loadAgents'), stopChild('uploadLogo'), assign(({ context, event }) => initialContext({ userId: context.userId, chatbotId: event.chatbotId }))],
    },
  },
  states: {
    // A new bot starts with an empty form; an existing one is loaded first.
    start: {
      always: [{ guard: 'isNewChatbot', target: 'editing' }, { target: 'loading' }],
    },
    // GET /chatbots/{id}.
    loading: {
      invoke: {
        id: 'loadChatbot',
        src: 'loadChatbot',
        input: ({ context }) => ({ id: context.chatbotId! }),
        onDone: {
          target: 'editing',
          actions: assign({
            chatbot: ({ event }) => event.output,
            form: ({ event }) => formFromChatbot(event.output),
            colourDrafts: ({ event }) => coloursOf(formFromChatbot(event.output)),
          }),
        },
        onError: [
          { guard: { type: 'loadNotFound', params: ({ event }) => ({ error: event.error }) }, target: 'notFound' },
          { target: 'loadFailed', actions: { type: 'logError', params: ({ event }) => ({ message: 'Failed to load chatbot', error: event.error }) } },
        ],
      },
    },
    // 'Chatbot not found' (001 §7): an empty array or a missing id.
    notFound: {},
    // The bot could not be loaded for another reason (network, server): a retry.
    loadFailed: {
      on: { RETRY: 'loading' },
    },
    editing: {
      type: 'parallel',
      entry: [assign({ agentsLoading: true }), 'loadAgentsForType'],
      on: {
        FIELD_CHANGED: {
          actions: assign(({ context, event }) => ({
            form: { ...context.form, [event.field]: event.value },
            flags: isBlank(event.value) ? context.flags : { ...context.flags, [FLAG_OF_FIELD[event.field]]: false },
          })),
        },
        AGENT_CHANGED: {
          actions: assign(({ context, event }) => ({
            form: { ...context.form, agent_id: event.agentId },
            flags: event.agentId === null ? context.flags : { ...context.flags, agent: false },
          })),
        },
        TYPE_CHANGED: {
          guard: 'typeDiffers',
          actions: [
            assign(({ context, event }) => {
              const agentId = event.agentType === 'TRA_LOI' ? CHATBOT.DEFAULT_AGENT_ID_TRA_LOI : null
              return {
                form: { ...context.form, agent_type: event.agentType, agent_id: agentId },
                flags: agentId === null ? context.flags : { ...context.flags, agent: false },
                agents: [],
                agentsLoading: true,
              }
            }),
            stopChild('loadAgents'),
            'loadAgentsForType',
          ],
        },
        'xstate.done.actor.loadAgents': {
          actions: assign({ agents: ({ event }) => event.output, agentsLoading: false }),
        },
        'xstate.error.actor.loadAgents': {
          actions: [
            assign({ agents: [], agentsLoading: false }),
            { type: 'logError', params: ({ event }) => ({ message: 'Failed to load agents', error: event.error }) },
          ],
        },
        COLOUR_CHANGED: {
          actions: assign(({ context, event }) => ({
            colourDrafts: { ...context.colourDrafts, [event.field]: event.value },
            form: isHexColour(event.value) ? { ...context.form, [event.field]: event.value } : context.form,
          })),
        },
        FILE_CHOSEN: [
          { guard: 'uploading' },
          { guard: 'notAnImage', actions: 'alertNotImage' },
          { guard: 'imageTooLarge', actions: 'alertImageTooLarge' },
          {
            actions: [
              assign({ uploading: true }),
              spawnChild('uploadLogo', {
                id: 'uploadLogo',
                input: ({ event }) => ({ file: (event as Extract<ChatbotSaveEvent, { type: 'FILE_CHOSEN' }>).file }),
              }),
            ],
          },
        ],
        'xstate.done.actor.uploadLogo': {
          actions: assign(({ context, event }) => ({ uploading: false, form: { ...context.form, logo_url: event.output.url } })),
        },
        'xstate.error.actor.uploadLogo': {
          actions: [assign({ uploading: false }), 'alertUploadFailed'],
        },
        SELECT_TAB: {
          guard: 'tabAvailable',
          actions: assign({ tab: ({ event }) => event.tab }),
        },
      },
      states: {
        // Which save check the form fails first; follows every edit.
        form: {
          initial: 'nameMissing',
          states: {
            nameMissing: { always: followForm('nameMissing') },
            agentMissing: { always: followForm('agentMissing') },
            welcomeMissing: { always: followForm('welcomeMissing') },
            descriptionMissing: { always: followForm('descriptionMissing') },
            valid: { always: followForm('valid') },
          },
        },
        save: {
          initial: 'idle',
          states: {
            // Save is possible.
            idle: {
              on: {
                SAVE: [
                  ...rejectSave,
                  {
                    target: 'saving',
                    actions: assign(({ context }) => ({ flags: NO_FLAGS, form: { ...context.form, name: context.form.name.trim() } })),
                  },
                ],
              },
            },
            // POST /chatbots is in flight: isSaving, the Save button is disabled.
            saving: {
              tags: ['saving'],
              invoke: {
                id: 'saveChatbot',
                src: 'saveChatbot',
                input: ({ context }) => saveInputOf(context),
                onDone: [
                  {
                    guard: 'isNewChatbot',
                    target: 'checkingKnowledge',
                    actions: [
                      assign({ chatbot: ({ event }) => event.output, chatbotId: ({ event }) => event.output.id }),
                      { type: 'notifySaved', params: { created: true } },
                      { type: 'goToEditRoute', params: ({ event }) => ({ id: event.output.id }) },
                    ],
                  },
                  {
                    target: 'checkingKnowledge',
                    actions: [assign({ chatbot: ({ event }) => event.output }), { type: 'notifySaved', params: { created: false } }],
                  },
                ],
                onError: {
                  target: 'idle',
                  actions: { type: 'notifySaveFailed', params: ({ context }) => ({ created: context.chatbotId === null }) },
                },
              },
            },
            // GET /api/products/text-length-sum after a save.
            checkingKnowledge: {
              tags: ['saving'],
              invoke: {
                id: 'checkKnowledge',
                src: 'checkKnowledge',
                input: ({ context }) => ({ chatbotId: context.chatbotId! }),
                onDone: [
                  { guard: { type: 'noKnowledge', params: ({ event }) => ({ total: event.output }) }, target: 'noKnowledgeWarning' },
                  { target: 'idle' },
                ],
                onError: {
                  target: 'idle',
                  actions: { type: 'logError', params: ({ event }) => ({ message: 'Failed to check knowledge', error: event.error }) },
                },
              },
            },
            // The bot has no knowledge yet: the warning modal offers to load some.
            noKnowledgeWarning: {
              on: {
                LOAD_KNOWLEDGE_NOW: { target: 'idle', actions: assign({ tab: 'knowledge' }) },
                CLOSE_WARNING: { target: 'idle', actions: assign({ tab: 'knowledge' }) },
              },
            },
          },
        },
      },
    },
  },
})
