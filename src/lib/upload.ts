import { upload, route } from '@/api/client'
import { obj, str } from '@/api/parse'
import { t } from '@/i18n'
import { toast } from './navigate'
import type { chooseImages } from './choose-images'

type ChooseImages = typeof chooseImages
let loadedChooser: ChooseImages | null = null
let loadingChooser: Promise<ChooseImages> | null = null

/**
 * On the web Taro's chooser (with its device-info and media helpers, ~4 KB gzip) is a chunk of its own,
 * fetched as soon as a form with an uploader is drawn, so it is not in the form's first load. It is
 * called straight from the tap once loaded (the browser opens its file dialog only in a tap's user
 * activation); a tap that comes before the chunk waits for it, well inside that activation's time.
 * Mini-programs keep it in the package (eager import).
 */
function loadChooser(): Promise<ChooseImages> {
  loadingChooser ??= (process.env.TARO_ENV === 'h5' ? import('./choose-images') : import(/* webpackMode: "eager" */ './choose-images')).then(
    (m) => (loadedChooser = m.chooseImages),
  )
  return loadingChooser
}

/** A form that uploads on its own (the avatar): start loading the chooser as soon as the form is drawn. */
export function preloadImageChooser(): void {
  void loadChooser()
}

/**
 * The phone's image chooser for such a form (null when cancelled): called straight from the tap once the
 * chooser has loaded (nothing is awaited before it), so the file dialog keeps the tap's user activation.
 */
export async function chooseImagesFromTap(count: number): Promise<string[] | null> {
  const choose = loadedChooser ?? (await loadChooser())
  return choose(count)
}

/**
 * Pick and upload images (reviews, after-sale proof, ID photos) through ueditor/index
 * (api-core 1.3). One upload at a time per form: a second tap while one runs is refused with
 * "upload in progress, please wait".
 */
export class ImageUploader {
  uploading = false

  constructor(
    private readonly pathType: string,
    private readonly onProgress?: (percent: number) => void,
  ) {
    void loadChooser()
  }

  async pick(remaining: number): Promise<string[]> {
    if (this.uploading) {
      toast(t('errors.uploading'))
      return []
    }
    if (remaining <= 0) return []
    const choose = loadedChooser ?? (await loadChooser())
    const chosen = await choose(remaining)
    if (!chosen) return []
    this.uploading = true
    const urls: string[] = []
    try {
      for (const filePath of chosen.slice(0, remaining)) {
        const result = await upload(
          route('ueditor', 'index'),
          { filePath, name: 'upfile', formData: { action: 'uploadimage', path_type: this.pathType } },
          (raw) => str(obj(raw).url),
          { onProgress: this.onProgress },
        )
        const url = result.ok ? result.data : ''
        if (url) urls.push(url)
        else if (result.ok) toast(t('errors.image_url_empty'))
      }
    } finally {
      this.uploading = false
    }
    return urls
  }
}
