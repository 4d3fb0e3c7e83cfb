import click


@click.command()
@click.option("--count", default=1, show_default=True)
def main(count):
    click.echo(count)
