import type { DonateText } from "../../../src/content/page-text";

export default {
  cash: {
    heading: "Para bağışlayın",
    badge: "Önerilen · En hızlı",
    paragraphs: [
      "Nakdi bağış, Gazze’deki insanlara eSIM ulaştırmanın en çok tercih ettiğimiz ve en hızlı yoludur. Bağışın **%100’ü** toptan fiyatına eSIM almak için kullanılır.",
      "Keep Gaza Connected, ABD’de 501(c)(3) statüsündeki kâr amacı gütmeyen bir kuruluşun mali sponsorluğunda faaliyet gösterir; bu nedenle bağışınız ABD’de vergiden düşülebilir.",
    ],
    points: [
      "Bağışınızın %100’ü eSIM alımına gider",
      "eSIM’ler toptan fiyatına alınır",
      "ABD’de vergiden düşülebilir",
    ],
    cta: "Hemen bağış yapın",
  },
  inKind: {
    heading: "eSIM bağışlayın",
    intro:
      "Doğrudan eSIM de bağışlayabilirsiniz. Bir eSIM satın alın, QR kodunu bize gönderin; biz de onu Gazze’deki birine ulaştıralım.",
    step1: {
      label: "1. Adım",
      title: "Aktifleştirmeden bir eSIM satın alın",
      body: "<travelLink>Seyahat mağazamızdan</travelLink> ya da başka bir sağlayıcıdan bir eSIM satın alın. **eSIM’i kurmayın ve aktifleştirmeyin**: yalnızca hiç kullanılmamış eSIM’leri iletebiliyoruz. Mağazamızdaki seçenekler şunlar:",
      stores: {
        egypt: "Mısır",
        israel: "İsrail",
        regional: "Orta Doğu bölgesel (limit-flex)",
      },
    },
    step2: {
      label: "2. Adım",
      title: "QR kodunu yükleyin",
      body: "eSIM’in aktivasyon QR kodunun ekran görüntüsünü alın ve <uploadLink>yükleme formumuz</uploadLink> aracılığıyla gönderin.",
      cta: "QR kodunuzu yükleyin",
    },
  },
  tax: {
    heading: "Vergi bilgileri",
    paragraphs: [
      "Nakdi bağışlar, ABD’de 501(c)(3) statüsündeki kâr amacı gütmeyen bir kuruluş olan mali sponsorumuz aracılığıyla ABD’de vergiden düşülebilir.",
      "eSIM olarak yapılan ayni bağışlar vergiden düşülemez.",
    ],
  },
} satisfies DonateText;
