import type { HomeText } from "../../../src/content/page-text";

export default {
  impact: {
    heading: "Bugüne kadarki etkimiz",
    esims: { display: "{value}+", label: "Ekim 2023’ten bu yana dağıtılan eSIM" },
    people: { display: "{value}+", label: "internete kavuşan kişi" },
    statement:
      "Ekim 2023’ten bu yana bağışlar eSIM’e dönüşerek Gazze’deki sivillere **ücretsiz** olarak ulaştı. Her eSIM, ihtiyacı olan biri için yeniden internete bağlanmanın bir yolu.",
  },
  mission: {
    heading: "Misyonumuz",
    paragraphs: [
      "Gazze’deki sivillere ücretsiz eSIM veriyoruz; böylece yerel ağlar çöktüğünde de sağlık hizmetine ulaşabiliyor, eğitimlerini sürdürebiliyor, çalışabiliyor ve aileleriyle iletişimde kalabiliyorlar.",
      "eSIM, dijital bir SIM karttır. Fiziksel bir karta gerek kalmadan, mobil ağlarda dolaşım yaparak telefonun internete bağlanmasını sağlar.",
    ],
  },
  goal: {
    heading: "Hedefimiz",
    paragraphs: [
      "eSIM sayımız sınırlı; bu yüzden hedefimiz, olabildiğince çok kişiye ulaşmak ve eSIM’leri adil biçimde paylaştırmak.",
      "İşte bu nedenle kişi başına tek bir eSIM veriyor; ortak kuruluşlardan gelen taleplere ve sağlık çalışanları, gazeteciler, ilk müdahale ekipleri gibi işine başkalarının da bel bağladığı kişilerin taleplerine öncelik tanıyoruz.",
    ],
  },
  networkDamage: {
    heading: "Gazze neden başka bir bağlantı yoluna ihtiyaç duyuyor?",
    paragraphs: [
      "Ekim 2023’ten bu yana Gazze’de telekomünikasyon hizmetleri defalarca kesildi.",
      "Şebeke altyapısı hasar gördü ya da tamamen yıkıldı; elektrik kesintileri de geriye kalanı çalışır durumda tutmayı zorlaştırıyor.",
      "Yerel hizmet çöktüğünde eSIM, hâlâ erişilebilen ağlar üzerinden telefonun internete bağlı kalmasını sağlayabilir.",
    ],
  },
  lifeline: {
    heading: "Bağlantı, can simidi demektir",
    paragraphs: [
      "Çalışan bir telefon sayesinde insanlar yardım çağırabilir, işlerini sürdürebilir ve sevdiklerinin güvende olduğunu bilebilir.",
    ],
    people: [
      { title: "Sağlık çalışanları", body: "Meslektaşlarına ulaşabilir, tedaviyi koordine edebilir ve destek çağırabilirler." },
      { title: "Öğrenciler", body: "Çevrim içi derslere katılabilir ve eğitimlerini sürdürebilirler." },
      { title: "Uzaktan çalışanlar", body: "İşlerini koruyabilir ve ailelerine gelir sağlamayı sürdürebilirler." },
      { title: "Gazeteciler", body: "Bulundukları yerden haber yapabilir ve çalışmalarını dünyaya ulaştırabilirler." },
      { title: "İlk müdahale ekipleri", body: "Yardım çağrılarını alabilir ve müdahalelerini koordine edebilirler." },
      { title: "Aileler", body: "Yakınlarından haber alabilir ve birbirleriyle haberleşebilirler." },
    ],
  },
  goals: [
    {
      heading: "İnsanları internete kavuşturmak",
      paragraphs: [
        "Gazze’deki insanlar eSIM taleplerini <servicesLink>talep sitemiz</servicesLink> üzerinden iletir. Talep işlendiğinde eSIM, kuruluma hazır hâlde WhatsApp üzerinden gönderilir.",
        "Her eSIM’in paketi, kişinin konumuna ve telefonunun erişebildiği ağlara göre seçilir; böylece paket, kişinin bulunduğu yere uygun olur.",
      ],
      imageAlt:
        "Ekranında eSIM QR kodu beliren ve ekranından sinyal dalgaları yükselen bir cep telefonu illüstrasyonu.",
    },
    {
      heading: "İnsanları bağlantıda tutmak",
      paragraphs: [
        "Bağlantı yalnızca bir kez değil, her gün önemlidir. Birçok eSIM’imiz yenilenebilir; böylece biz eSIM’leri adil biçimde paylaştırmayı sürdürürken insanlar da internete bağlı kalabilir.",
        "Yenilenebilir bir eSIM neredeyse hiç kullanılmıyorsa onu otomatik olarak daha düşük maliyetli bir seçenekle değiştirebilir ya da ona farklı bir paket tanımlayabiliriz; böylece her bağıştan daha fazla verim alınır.",
      ],
      imageAlt: "Gazze’de telefonlarını kullanarak birbirleriyle bağlantı kuran insanların illüstrasyonu.",
    },
  ],
  donate: {
    heading: "Gazze’nin bağlantıda kalmasına yardım edin",
    paragraphs: [
      "Nakdi bağış, yardım etmenin en hızlı yoludur. Bağışın **%100’ü** toptan fiyatına eSIM almak için kullanılır.",
      "Nakdi bağışlar ABD’de vergiden düşülebilir. Dilerseniz bir eSIM satın alıp aktifleştirmeden QR kodunu da bağışlayabilirsiniz.",
    ],
    cashCta: "Hemen bağış yapın",
    inKindCta: "eSIM bağışlayın",
  },
} satisfies HomeText;
