import { describe, expect, it } from "vitest";
import { ownerQuestionActions, questionFlags, staffQuestionActions } from "@/lib/questions/rules";
import type { QuestionFlag, QuestionStatus } from "@/lib/questions/types";

describe("questionFlags: what the moderator is warned about", () => {
  const cases: Array<[string, QuestionFlag[]]> = [
    ["Lastikler kaç yaşında?", []],
    ["2021 model, 15.000 km, 649 cc; 2019 ve 2020 bakımları yapıldı mı?", []],
    ["Motor 0 km mi, fiyat 250.000 TL mi?", []],
    ["Beni arayın 0532 123 45 67", ["phone"]],
    ["whatsapp: 5321234567", ["phone"]],
    ["+90 (532) 123-4567 numarasına yazın", ["phone"]],
    ["Sabit hat 0212 555 12 34", ["phone"]],
    ["IBAN TR33 0006 1005 1978 6457 8413 26 hesabına gönderin", ["iban"]],
    ["tr330006100519786457841326", ["iban"]],
    ["Fotoğraflar https://ornek.com/motor adresinde", ["url"]],
    ["www.sahibinden.com ilanıma bakın", ["url"]],
    ["ilan motorcu.com.tr sitesinde", ["url"]],
    ["ali.veli@example.com adresine yazın", ["email"]],
    ["gmail adresim aliveli", ["email"]],
    ["Satıcı salak mı?", ["profanity"]],
    ["Siktirin gidin", ["profanity"]],
    ["ORUSPU değil OROSPU çocukları", ["profanity"]],
    ["Aracı Ankara'ya götürmek mümkün mü? Mal sahibi kim?", []],
    ["Şerefsizler, 0532 123 45 67 arayın ali@x.com", ["phone", "email", "profanity"]],
  ];
  it.each(cases)("%s → %j", (text, flags) => {
    expect(questionFlags(text)).toEqual(flags);
  });
});

describe("who may do what with a question", () => {
  const table: Array<[QuestionStatus, string[], string[]]> = [
    ["pending", ["approve", "reject", "answer"], []],
    ["approved", ["reject", "answer"], ["answer"]],
    ["answer_pending", ["reject", "answer", "publish"], []],
    ["published", [], []],
    ["rejected", [], []],
  ];
  it.each(table)("%s: staff %j, owner %j", (status, staff, owner) => {
    expect(staffQuestionActions(status)).toEqual(staff);
    expect(ownerQuestionActions(status)).toEqual(owner);
  });
});
