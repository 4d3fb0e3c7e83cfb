<?php

namespace App\Billing;

final class InvoiceMailer implements ShouldQueue
{
    public function __construct(private Mailer $mailer)
    {
    }

    public function send(Invoice $invoice): void
    {
        $this->mailer->deliver($invoice->customerEmail(), $invoice->render());
    }

    public function queue(): string
    {
        return 'mail';
    }
}
