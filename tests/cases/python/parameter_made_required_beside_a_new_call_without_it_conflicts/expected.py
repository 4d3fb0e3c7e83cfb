import smtplib


def send_mail(to, subject, body, sender):
    with smtplib.SMTP("localhost") as smtp:
        smtp.sendmail(sender, [to], f"Subject: {subject}\n\n{body}")


def notify_signup(user):
<<<<<<< left
    send_mail(user.email, "Welcome", "Thanks for signing up.", sender="hello@example.com")
||||||| base
    send_mail(user.email, "Welcome", "Thanks for signing up.")
=======
    send_mail(user.email, "Welcome", "Thanks for signing up.")


def notify_invoice(user, invoice):
    send_mail(user.email, f"Invoice {invoice.number}", f"Total due: {invoice.total}")
>>>>>>> right
