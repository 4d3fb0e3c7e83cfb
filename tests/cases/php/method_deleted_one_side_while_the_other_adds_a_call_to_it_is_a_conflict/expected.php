<?php

class Builder
{
    public function build(): void
    {
        exec('make -j4');
    }

    public function lint(): void
    {
<<<<<<< left
        exec('phpstan analyse');
||||||| base
        exec('make -j4');
=======
        exec('make -j4');
        $this->cleanup();
    }

    public function test(): void
    {
        exec('phpunit');
>>>>>>> right
    }
}
