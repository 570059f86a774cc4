import { observer } from 'mobx-react-lite'
import { useEffect } from 'react'
import { parseMagicHome } from '@/api/plugins/magic'
import { HOME_BLOCKS, type HomeSlotProps } from '@/slots/slots'
import { registerEmbed } from '@/slots/slot'
import { useStores } from '@/stores/root-store'
import { MagicHomeBlock } from '../components/magic-home-block'

/** Home's magic cubes from the home answer's plugins_magic_data; settled at once. */
const HomeMagic = observer(function HomeMagic({ pluginData, onSettled }: HomeSlotProps) {
  const { app } = useStores()
  useEffect(() => onSettled('magic'), [onSettled])
  if (!app.isPluginEnabled('magic')) return null
  const cubes = parseMagicHome(pluginData.magic)
  return cubes.length ? <MagicHomeBlock cubes={cubes} /> : null
})

registerEmbed(HOME_BLOCKS, { plugin: 'magic', order: 50, component: HomeMagic })
