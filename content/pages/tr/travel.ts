import type { TravelText } from "../../../src/content/page-text";

export default {
  about: {
    heading: "İyiliğe dönüşen seyahat eSIM’leri",
    paragraphs: [
      "Seyahat mağazamız, bir seyahat eSIM’i tedarikçisiyle birlikte işletiliyor. Siz seyahatiniz için bir veri paketi satın alıyorsunuz, biz de kârımızın **%100’ünü** Gazze’deki sivillere verilen ücretsiz eSIM’lere yeniden yatırıyoruz.",
      "Ücretsiz eSIM’lerimiz yalnızca Gazze Şeridi sakinlerine yöneliktir. Gazze’yi ziyaret ediyorsanız ya da yurt dışından oradaki bir kuruluşla çalışıyorsanız, internete bağlanmanın yolu seyahat mağazamızdır.",
    ],
  },
  why: {
    heading: "Neden bizden satın almalısınız?",
    items: [
      {
        title: "Seyahatiniz Gazze’ye bağlantı sağlar",
        body: "Her paketten elde ettiğimiz kârın tamamı, Gazze’deki insanlara verilen ücretsiz eSIM’lere yatırılır.",
      },
      {
        title: "Fiziksel SIM karta gerek yok",
        body: "eSIM dijitaldir. Bir QR kodu okutarak uyumlu bir telefona kolayca kurabilirsiniz.",
      },
      {
        title: "Şeffaf fiyatlar",
        body: "Mağaza, satın almadan önce her paketin veri miktarını, geçerlilik süresini ve fiyatını gösterir.",
      },
    ],
  },
  impact: {
    heading: "Kârımız nereye gidiyor?",
    paragraphs: [
      "Programımız Ekim 2023’ten bu yana 50.000’den fazla eSIM dağıttı ve aralarında sağlık çalışanları, öğrenciler, gazeteciler ve ilk müdahale ekiplerinin de bulunduğu, Gazze’deki 200.000’i aşkın kişiyi internete kavuşturdu.",
      "Seyahat mağazasından elde edilen kâr, daha fazla eSIM satın almamıza yardımcı oluyor.",
    ],
  },
  plans: {
    heading: "Örnek paketler",
    intro: "Mağazamızdaki paketlerden birkaç örnek.",
    data: "{value} GB",
    validity: "{value} gün",
    names: { egypt: "Mısır", israel: "İsrail", regional: "Orta Doğu (bölgesel)" },
    note: "Fiyatlar ABD doları cinsinden örnek olarak verilmiştir. Güncel paketleri ve fiyatları mağazada bulabilirsiniz.",
  },
  howItWorks: {
    heading: "Nasıl işliyor?",
    steps: [
      "<travelLink>Seyahat mağazamızı</travelLink> açın ve gideceğiniz yere uygun paketi seçin.",
      "Paketi satın alın. eSIM’inizi kurmanız için size bir QR kodu gönderilir.",
      "Mağazanın talimatlarını izleyerek eSIM’i telefonunuza kurun.",
      "Seyahatiniz boyunca bağlantıda kalın. Kârımızın **%100’ü** Gazze için ücretsiz eSIM’lere gider.",
    ],
  },
  ready: {
    heading: "Satın almaya hazır mısınız?",
    paragraphs: ["Bir sonraki seyahatiniz için bir paket bulun, aynı zamanda Gazze’nin bağlantıda kalmasına destek olun."],
    cta: "eSIM’leri hemen keşfedin",
  },
} satisfies TravelText;
