import type { UploadText } from "../../../src/content/page-text";

export default {
  prompt: [
    "eSIM bağışınız için teşekkür ederiz. Aktivasyon QR kodunun ekran görüntüsünü göndermek için aşağıdaki formu kullanın.",
    "eSIM’inizi, Gazze’de ihtiyacı olan birine ücretsiz olarak ulaştıracağız.",
    "Henüz bir eSIM satın almadınız mı? Nasıl yapacağınızı <donatePageLink>bağış sayfamızda</donatePageLink> bulabilirsiniz.",
    "eSIM olarak yapılan ayni bağışlar vergiden düşülemez. ABD’deyseniz ve bağışınızın vergiden düşülebilmesini istiyorsanız bunun yerine <donateLink>nakdi bağış</donateLink> yapabilirsiniz.",
  ],
  checklist: {
    heading: "Yüklemeden önce",
    items: [
      "eSIM hiçbir cihaza **kurulmamış ve aktifleştirilmemiş** olmalı.",
      "Ekran görüntüsünde **QR kodunun tamamı** net biçimde ve kırpılmadan görünmeli.",
    ],
  },
  formHeading: "QR kodunuzu gönderin",
} satisfies UploadText;
