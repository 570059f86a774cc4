import { readRichText } from '@/api/diy-modules/extras'
import { SafeRichText } from '@/components/rich-text/rich-text'
import { defineDiyModule } from '../registry'

/** Server HTML, only through the one sanitiser (its own chunk on the web: the sanitiser is not small). */
const richText = {
  'rich-text': defineDiyModule({ read: readRichText, isEmpty: (d) => !d.html.trim(), View: ({ data }) => <SafeRichText html={data.html} /> }),
}

export default richText
