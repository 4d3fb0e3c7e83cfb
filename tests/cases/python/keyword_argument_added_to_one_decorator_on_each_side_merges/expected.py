import click


@click.command()
@click.option("--count", default=1, show_default=True, help="How many.")
def main(count):
    click.echo(count)
