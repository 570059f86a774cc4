import Taro from '@tarojs/taro'

/** The phone's image chooser: the chosen files' temporary paths, or null when cancelled. */
export function chooseImages(count: number): Promise<string[] | null> {
  return Taro.chooseImage({ count, sizeType: ['compressed'] }).then(
    (chosen) => chosen.tempFilePaths,
    () => null,
  )
}
