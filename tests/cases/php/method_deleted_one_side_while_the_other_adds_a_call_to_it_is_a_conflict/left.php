<?php

class Builder
{
    public function build(): void
    {
        exec('make -j4');
    }

    public function lint(): void
    {
        exec('phpstan analyse');
    }
}
