import Taro from '@tarojs/taro'
import { upload, route } from '@/api/client'
import { obj, str } from '@/api/parse'
import { t } from '@/i18n'
import { toast } from './navigate'

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
  ) {}

  async pick(remaining: number): Promise<string[]> {
    if (this.uploading) {
      toast(t('errors.uploading'))
      return []
    }
    if (remaining <= 0) return []
    const chosen = await Taro.chooseImage({ count: remaining, sizeType: ['compressed'] }).catch(() => null)
    if (!chosen) return []
    this.uploading = true
    const urls: string[] = []
    try {
      for (const filePath of chosen.tempFilePaths.slice(0, remaining)) {
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
