<?php

namespace Shop\Support;

function money_format_eur(int $cents): string
{
    return sprintf('%.2f EUR', $cents / 100);
}

function money_round(int $cents): int
{
    return intdiv($cents + 50, 100) * 100;
}

function money_sum(int ...$cents): int
{
    return array_sum($cents);
}
