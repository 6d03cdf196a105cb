import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { ContactForm } from "@/components/contact/ContactForm";
import { blogPageHref } from "@/components/blog/Pagination";

describe("ContactForm", () => {
  it("shows a Turkish message under every missing field and focuses the first one, without sending", async () => {
    const user = userEvent.setup();
    render(<ContactForm />);
    await user.click(screen.getByRole("button", { name: "Mesajı Gönder" }));
    expect(screen.getByText("Adınız en az 2 karakter olmalıdır.")).toBeInTheDocument();
    expect(screen.getByText("E-posta adresinizi yazın.")).toBeInTheDocument();
    expect(screen.getByText("Lütfen listeden bir konu seçin.")).toBeInTheDocument();
    expect(screen.getByText("Mesajınız en az 10 karakter olmalıdır.")).toBeInTheDocument();
    expect(screen.getByText("Devam etmek için KVKK aydınlatma metnini onaylayın.")).toBeInTheDocument();
    expect(screen.getByLabelText("Adınız soyadınız")).toHaveFocus();
    expect(screen.getByLabelText("Adınız soyadınız")).toHaveAttribute("aria-invalid", "true");
    // The optional phone has no message when empty.
    expect(screen.getByLabelText("Telefon (isteğe bağlı)")).not.toHaveAttribute("aria-invalid");
  });

  it("clears a field's message as soon as it is corrected", async () => {
    const user = userEvent.setup();
    render(<ContactForm />);
    await user.type(screen.getByLabelText("Telefon (isteğe bağlı)"), "123");
    await user.click(screen.getByRole("button", { name: "Mesajı Gönder" }));
    expect(screen.getByText("Geçerli bir telefon numarası girin (ör. 0532 123 45 67).")).toBeInTheDocument();
    await user.type(screen.getByLabelText("Telefon (isteğe bağlı)"), "4");
    expect(screen.queryByText("Geçerli bir telefon numarası girin (ör. 0532 123 45 67).")).not.toBeInTheDocument();
  });

  it("counts message characters", async () => {
    const user = userEvent.setup();
    render(<ContactForm />);
    await user.type(screen.getByLabelText("Mesajınız"), "Merhaba");
    expect(screen.getByText("7 / 2000")).toBeInTheDocument();
  });

  it("keeps the honeypot out of reach of people and screen readers", () => {
    render(<ContactForm />);
    expect(screen.queryByRole("textbox", { name: "Web siteniz" })).not.toBeInTheDocument();
    const trap = document.querySelector<HTMLInputElement>('input[name="website"]');
    expect(trap).not.toBeNull();
    expect(trap).toHaveAttribute("tabindex", "-1");
    expect(trap).toHaveAttribute("autocomplete", "off");
  });
});

describe("blogPageHref", () => {
  it("keeps page 1 at /blog and puts the others under /blog/sayfa", () => {
    expect(blogPageHref(1)).toBe("/blog");
    expect(blogPageHref(2)).toBe("/blog/sayfa/2");
  });
});
