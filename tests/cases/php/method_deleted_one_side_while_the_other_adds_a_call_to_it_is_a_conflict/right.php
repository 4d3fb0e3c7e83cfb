<?php

class Builder
{
    private function cleanup(): void
    {
        exec('rm -rf ' . escapeshellarg($this->tmp));
    }

    public function build(): void
    {
        exec('make -j4');
        $this->cleanup();
    }

    public function test(): void
    {
        exec('phpunit');
    }
}
