import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import type { LabelChip } from '@/api/plugins/label'
import { pressable } from '@/lib/a11y'
import { openPage } from '@/lib/navigate'
import { contrastOnWhite } from '@/theme/contrast'
import './goods-label-chips.scss'

/** The shop's chip colour, under a dark veil when white text on it would be hard to read (a light teal, a yellow). */
function chipBackground(chip: LabelChip): string | undefined {
  const light = contrastOnWhite(chip.bgColor) > 0 && contrastOnWhite(chip.bgColor) < 4.5
  const whiteText = !chip.textColor || contrastOnWhite(chip.textColor) < 1.5
  return light && whiteText ? `linear-gradient(rgba(0, 0, 0, 0.35), rgba(0, 0, 0, 0.35)), ${chip.bgColor}` : chip.bgColor
}

/**
 * The labels of one goods ("热卖", "新品"...) drawn over its photo (goods detail gallery, goods cards),
 * from the plugins_label_data that came with the goods (api-plugins-2 §3.4; labelChipsFor). A chip
 * opens the label's goods when the shop links them. Nothing at all without chips.
 */
export const GoodsLabelChips = observer(function GoodsLabelChips({ chips, small }: { chips: LabelChip[]; small?: boolean }) {
  if (!chips.length) return null
  return (
    <View className={`goods-label-chips ${small ? 'goods-label-chips--small' : ''}`} data-testid='goods-label-chips'>
      {chips.map((chip) => (
        <Text
          key={chip.id}
          className='goods-label-chips__chip'
          style={{ background: chipBackground(chip), color: chip.textColor }}
          onClick={(e) => {
            if (!chip.url) return
            e.stopPropagation()
            void openPage(chip.url)
          }}
          // A link for the keyboard too, except on goods cards (the card itself opens the goods).
          {...(chip.url && !small ? pressable(() => void openPage(chip.url)) : {})}
          data-testid='goods-label-chip'
        >
          {chip.name}
        </Text>
      ))}
    </View>
  )
})
