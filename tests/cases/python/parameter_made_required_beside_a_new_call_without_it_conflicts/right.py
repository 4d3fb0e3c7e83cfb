import smtplib


def send_mail(to, subject, body):
    with smtplib.SMTP("localhost") as smtp:
        smtp.sendmail("noreply@example.com", [to], f"Subject: {subject}\n\n{body}")


def notify_signup(user):
    send_mail(user.email, "Welcome", "Thanks for signing up.")


def notify_invoice(user, invoice):
    send_mail(user.email, f"Invoice {invoice.number}", f"Total due: {invoice.total}")
