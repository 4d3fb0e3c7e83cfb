<?php

namespace Shop\Support;

function money_format_eur(int $cents): string
{
    return sprintf('%.2f EUR', $cents / 100);
}
