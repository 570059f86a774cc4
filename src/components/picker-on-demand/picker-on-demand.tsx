import { View } from '@tarojs/components'
import { lazy, Suspense, useEffect, useRef, useState, type ComponentProps, type ElementRef } from 'react'
import type TaroPicker from './taro-picker'

type Props = ComponentProps<typeof TaroPicker>
type PickerHandle = { showPicker?: () => void }

/**
 * Taro's Picker (its wheel columns are ~7 KB gzip) for form pages: on the web it is a chunk of its own,
 * fetched as soon as the field is drawn rather than with the page. Until it arrives the field draws the
 * same elements as the Picker's closed state (its outer and tap views around the field), so nothing
 * moves when it swaps in; a tap that comes before it opens the wheel once it has loaded.
 * Mini-programs keep it in the page (eager import, native picker).
 */
const LoadedPicker = process.env.TARO_ENV === 'h5' ? lazy(() => import('./taro-picker')) : lazy(() => import(/* webpackMode: "eager" */ './taro-picker'))

export function PickerOnDemand(props: Props) {
  const [tapped, setTapped] = useState(false)
  const fallback = (
    <View className={props.className} style={props.style} id={props.id}>
      <View onClick={() => setTapped(true)}>{props.children}</View>
    </View>
  )
  return (
    <Suspense fallback={fallback}>
      <OpenedWhenTapped {...props} tapped={tapped} />
    </Suspense>
  )
}

function OpenedWhenTapped({ tapped, ...props }: Props & { tapped: boolean }) {
  const picker = useRef<ElementRef<typeof TaroPicker> & PickerHandle>(null)
  useEffect(() => {
    if (tapped && !props.disabled) picker.current?.showPicker?.()
    // Only the tap made while loading: later taps reach the Picker itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  return <LoadedPicker {...props} ref={picker} />
}
