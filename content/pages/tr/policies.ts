import type { PoliciesText } from "../../../src/content/page-text";

export default {
  summaries: {
    terms: "eSIM’lerimizi ve hizmetlerimizi nasıl kullanabileceğiniz, hangi davranışlara izin verilmediği ve kurallar çiğnendiğinde neler olacağı.",
    privacy: "eSIM talepleriyle ilgili hangi bilgileri sakladığımız, bunları neden sakladığımız, kimlerin görebildiği ve bu bilgilere nasıl erişebileceğiniz, onları nasıl düzeltebileceğiniz ya da sildirebileceğiniz.",
    distribution: "Kimlerin eSIM alabileceği, taleplerin nasıl önceliklendirildiği ve abonelik, yenileme ve değişim süreçlerinin nasıl işlediği.",
    partner: "Kimlerin bizimle ortaklık kurabileceği, ortakların destek verdikleri kişiler adına nasıl eSIM talep ettiği ve verilerinin nasıl korunduğu.",
  },
  read: "Politikayı okuyun",
} satisfies PoliciesText;
