import type { ControlElement } from '@jsonforms/core'
import UAvatar from '@nuxt/ui/components/Avatar.vue'
import UFileUpload from '@nuxt/ui/components/FileUpload.vue'
import UProgress from '@nuxt/ui/components/Progress.vue'
import { type CommonOptions, renderControlShell, rendererProps, useControl, useIcons, useTranslate } from 'nuxt-ui-jsonforms/kit'
import { type Component, type VNode, createTextVNode, defineComponent, h, mergeProps } from 'vue'
import { uploadMessages } from './messages'
import { uploadDefaults, type UploadOptions } from './options'
import { uploadStyles } from './styles'
import { useUploadField } from './useUploadField'

/**
 * Files in `UFileUpload`, stored as data URLs, with the files being read, the files refused and what
 * is wrong with the stored value under it. A render function that draws its form field itself
 * (`renderControlShell`), as the text and slider controls do: no shell component per upload field.
 */
export default defineComponent({
  name: 'UploadControl',
  props: rendererProps<ControlElement>(),
  setup(props) {
    const field = useControl<CommonOptions & UploadOptions>(props, { styles: uploadStyles })
    const t = useTranslate(uploadMessages)
    const icons = useIcons()
    const { previewOf, format, stored, notes, reading, onUpdate } = useUploadField(field, t)

    // The drop zone is the button users reach: its name starts with the field's label.
    const label = (): VNode[] => [
      h('span', { class: 'sr-only' }, `${field.accessibleName}: `),
      createTextVNode(format.value.dropLabel),
    ]
    // The widget's own preview is an <img> without alt text made from a new object URL on every
    // render; the stored data URL previews an image instead, as decoration beside the file name.
    const fileLeading = ({ file, ui }: { file: File, ui: { fileLeadingAvatar: () => string } }): VNode[] => [
      h(UAvatar, {
        'src': previewOf(file),
        'alt': '',
        'icon': icons.value.file,
        'size': field.widgetProps('fileUpload').size as never,
        'data-slot': 'fileLeadingAvatar',
        'class': ui.fileLeadingAvatar(),
      }),
    ]

    const upload = (): VNode => {
      const { multiple, accept, dropLabel, dropDescription } = format.value
      const { styles } = field
      // Read-only: the widget is disabled and has no remove buttons, so nothing can change the data.
      // Merged as a template merges `v-bind`: the widget props (pass-through last) win, their class is added.
      const uploadProps = mergeProps({
        modelValue: stored.value.modelValue,
        multiple,
        accept: accept || '*',
        label: dropLabel,
        description: dropDescription,
        layout: field.options.layout ?? uploadDefaults.layout,
        fileDelete: !field.readonly,
        class: [styles.control.input, styles.upload.root],
      }, field.widgetProps('fileUpload'), { 'onUpdate:modelValue': onUpdate })
      // UFileUpload's props are generic in its `multiple`, which `h` cannot infer from a merged object.
      return h(UFileUpload as Component, uploadProps, { 'label': label, 'file-leading': fileLeading })
    }

    const widget = (): VNode[] => {
      const styles = field.styles.upload
      const nodes = [upload()]
      // The nodes shown only at times are keyed, as a template keys its `v-if` branches: the notes'
      // live region after them stays the same element when they come and go.
      if (reading.length) {
        nodes.push(h('div', { 'key': 'reading', 'class': styles.progress, 'data-testid': 'upload-reading' }, reading.map(item => h('div', { key: item.id }, [
          h('p', { 'class': styles.progressText, 'aria-live': 'polite' }, t('nui.upload.reading', { name: item.name, percent: item.percent })),
          h(UProgress, { 'modelValue': item.percent, 'size': 'xs', 'aria-hidden': 'true' }),
        ]))))
      }
      nodes.push(h('div', { 'aria-live': 'polite', 'data-testid': 'upload-notes' }, notes.value.map(note => h('p', { key: note, class: styles.error }, note))))
      const { problem } = stored.value
      if (problem)
        nodes.push(h('p', { 'key': 'problem', 'class': styles.error, 'data-testid': 'upload-problem' }, problem))
      return nodes
    }
    return () => renderControlShell({ field }, widget)
  },
})
