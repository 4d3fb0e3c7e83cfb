import smtplib


def send_mail(to, subject, body):
    with smtplib.SMTP("localhost") as smtp:
        smtp.sendmail("noreply@example.com", [to], f"Subject: {subject}\n\n{body}")


def notify_signup(user):
    send_mail(user.email, "Welcome", "Thanks for signing up.")
