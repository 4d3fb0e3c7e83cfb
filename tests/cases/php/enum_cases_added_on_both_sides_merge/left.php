<?php

namespace Shop\Orders;

enum State: string
{
    case Open = 'open';
    case Paid = 'paid';
    case Shipped = 'shipped';

    public function label(): string
    {
        return ucfirst($this->value);
    }
}
