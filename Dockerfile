# The Discord bot. Build: docker build -t builders-table .
# Run:   docker run -d --name table -e DISCORD_TOKEN=... -v table-data:/data builders-table
FROM python:3.12-slim

ENV PYTHONDONTWRITEBYTECODE=1 \
    PYTHONUNBUFFERED=1 \
    BOT_DATABASE=/data/bot.db \
    BOT_IMAGES=/data/images

WORKDIR /app
COPY pyproject.toml README.md ./
COPY engine ./engine
COPY render ./render
COPY bot ./bot
COPY data ./data
RUN pip install --no-cache-dir ".[postgres]"

RUN useradd --create-home --uid 10001 table && mkdir -p /data && chown table:table /data
USER table
VOLUME ["/data"]

# Exec form: the bot is PID 1 and receives SIGTERM itself, then closes Discord and the database.
ENTRYPOINT ["python", "-m", "bot"]
CMD ["run"]
