import smtplib


def send_mail(to, subject, body, sender):
    with smtplib.SMTP("localhost") as smtp:
        smtp.sendmail(sender, [to], f"Subject: {subject}\n\n{body}")


def notify_signup(user):
    send_mail(user.email, "Welcome", "Thanks for signing up.", sender="hello@example.com")
