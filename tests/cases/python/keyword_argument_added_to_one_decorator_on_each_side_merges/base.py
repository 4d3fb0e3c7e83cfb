import click


@click.command()
@click.option("--count", default=1)
def main(count):
    click.echo(count)
