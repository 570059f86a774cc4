// Which plugins fill the goods card's slots. One manifest module per host, imported by the host itself,
// so each embed is bundled with the page that draws it (and, on mini-programs, with its package).
import '@/pages/plugins/label/embeds/goods-card'
