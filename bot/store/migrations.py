"""The database schema as an ordered list of migrations, written once for both databases.

Each migration is written in SQLite's dialect and translated for PostgreSQL
(`bot.store.dialect.postgres_schema`); where the two do a thing in ways no translation bridges
(the log's append-only triggers, rewriting JSON, a stored function), the migration carries each
database's own text beside. A SQLite file holds the number of migrations applied in
`PRAGMA user_version`, a PostgreSQL database in its `schema_version` table; opening a database
applies the rest in order, each in its own transaction. Never edit a migration that has
shipped: add one.
"""

from __future__ import annotations

from dataclasses import dataclass

from bot.store.dialect import postgres_schema


@dataclass(frozen=True, slots=True)
class Migration:
    """One step of the schema."""

    #: What both databases do, in SQLite's dialect.
    both: str
    #: What only SQLite does, after `both`.
    sqlite: str = ""
    #: What only PostgreSQL does, in its own dialect, after `both`.
    postgres: str = ""


MIGRATIONS: tuple[Migration, ...] = (
    # 1: tables, their append-only event log, timers, deal records, results and ratings.
    Migration(
        """
    CREATE TABLE tables (
        id INTEGER PRIMARY KEY,
        guild_id INTEGER NOT NULL,
        channel_id INTEGER NOT NULL,
        status TEXT NOT NULL,
        private INTEGER NOT NULL DEFAULT 0,
        created_at REAL NOT NULL,
        updated_at REAL NOT NULL
    );
    CREATE UNIQUE INDEX tables_one_active_per_channel
        ON tables (channel_id) WHERE status IN ('open', 'live');
    CREATE INDEX tables_by_guild ON tables (guild_id, status);

    CREATE TABLE events (
        table_id INTEGER NOT NULL REFERENCES tables (id),
        seq INTEGER NOT NULL,
        kind TEXT NOT NULL,
        seat TEXT,
        user_id INTEGER,
        at REAL NOT NULL,
        payload TEXT NOT NULL,
        PRIMARY KEY (table_id, seq)
    ) WITHOUT ROWID;

    CREATE TABLE timers (
        table_id INTEGER NOT NULL REFERENCES tables (id),
        kind TEXT NOT NULL,
        seat TEXT NOT NULL,
        user_id INTEGER NOT NULL,
        deadline REAL NOT NULL,
        warn_at REAL,
        warned INTEGER NOT NULL DEFAULT 0,
        PRIMARY KEY (table_id, kind, seat)
    );

    CREATE TABLE deals (
        table_id INTEGER NOT NULL REFERENCES tables (id),
        game_no INTEGER NOT NULL,
        deal_no INTEGER NOT NULL,
        result TEXT NOT NULL,
        pbn TEXT NOT NULL,
        at REAL NOT NULL,
        PRIMARY KEY (table_id, game_no, deal_no)
    );

    CREATE TABLE players (
        user_id INTEGER PRIMARY KEY,
        name TEXT NOT NULL
    );

    CREATE TABLE results (
        id INTEGER PRIMARY KEY,
        table_id INTEGER NOT NULL REFERENCES tables (id),
        game_no INTEGER NOT NULL,
        guild_id INTEGER NOT NULL,
        game TEXT NOT NULL,
        level TEXT NOT NULL,
        user_id INTEGER NOT NULL,
        points INTEGER NOT NULL CHECK (points IN (-1, 0, 1)),
        reason TEXT NOT NULL,
        at REAL NOT NULL,
        UNIQUE (table_id, game_no, user_id)
    );
    CREATE INDEX results_board ON results (guild_id, game, level, at);

    CREATE TABLE ratings (
        guild_id INTEGER NOT NULL,
        game TEXT NOT NULL,
        level TEXT NOT NULL,
        user_id INTEGER NOT NULL,
        mu REAL NOT NULL,
        sigma REAL NOT NULL,
        PRIMARY KEY (guild_id, game, level, user_id)
    );
    """,
        sqlite="""
    CREATE TRIGGER events_are_append_only_update BEFORE UPDATE ON events
        BEGIN SELECT RAISE(ABORT, 'the event log is append-only'); END;
    CREATE TRIGGER events_are_append_only_delete BEFORE DELETE ON events
        BEGIN SELECT RAISE(ABORT, 'the event log is append-only'); END;
    """,
        postgres="""
    CREATE TABLE schema_version (version INTEGER NOT NULL);
    INSERT INTO schema_version VALUES (0);

    CREATE FUNCTION events_are_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
            RAISE EXCEPTION 'the event log is append-only'
                USING ERRCODE = 'integrity_constraint_violation';
        END $$;
    CREATE TRIGGER events_are_append_only_update BEFORE UPDATE ON events
        FOR EACH ROW EXECUTE FUNCTION events_are_append_only();
    CREATE TRIGGER events_are_append_only_delete BEFORE DELETE ON events
        FOR EACH ROW EXECUTE FUNCTION events_are_append_only();
    CREATE TRIGGER events_are_append_only_truncate BEFORE TRUNCATE ON events
        FOR EACH STATEMENT EXECUTE FUNCTION events_are_append_only();
    """,
    ),
    # 2: what the front end shows where, so that a restart edits the same messages: each
    # table's thread, its table message and each player's hand message (rows go when the table
    # closes), and each player's choices that outlast a table.
    Migration("""
    CREATE TABLE table_rooms (
        table_id INTEGER PRIMARY KEY REFERENCES tables (id),
        thread_id INTEGER,
        may_thread INTEGER NOT NULL DEFAULT 0
    );

    CREATE TABLE table_messages (
        table_id INTEGER PRIMARY KEY REFERENCES tables (id),
        channel_id INTEGER NOT NULL,
        message_id INTEGER NOT NULL,
        game_no INTEGER NOT NULL,
        board_no INTEGER NOT NULL
    );

    CREATE TABLE hand_messages (
        table_id INTEGER NOT NULL REFERENCES tables (id),
        user_id INTEGER NOT NULL,
        channel_id INTEGER NOT NULL,
        message_id INTEGER NOT NULL,
        game_no INTEGER NOT NULL,
        board_no INTEGER NOT NULL,
        PRIMARY KEY (table_id, user_id)
    ) WITHOUT ROWID;

    CREATE TABLE player_choices (
        user_id INTEGER PRIMARY KEY,
        confirm INTEGER NOT NULL DEFAULT 0
    );
    """),
    # 3: games are named. A table records the game it plays, and the bridge events logged before
    # then take the shape every game's events have now: Opened keeps the game and its own
    # options apart, and Dealt holds the game's deal text (bridge: number, dealer,
    # vulnerability, PBN deal). The log stays append-only: its update trigger stands aside for
    # this one rewrite and comes back. Deal records keep the game's export, whatever its format.
    Migration(
        """
    ALTER TABLE tables ADD COLUMN game TEXT NOT NULL DEFAULT 'bridge';
    ALTER TABLE deals RENAME COLUMN pbn TO export;
    CREATE INDEX events_by_user ON events (user_id, kind);
    """,
        sqlite="""
    DROP TRIGGER events_are_append_only_update;
    UPDATE events SET payload = json_set(payload, '$.options', json_set(
            json_remove(json_extract(payload, '$.options'),
                        '$.format', '$.vulnerability', '$.system', '$.declaring'),
            '$.game', 'bridge',
            '$.rules', json_object(
                'format', json_extract(payload, '$.options.format'),
                'vulnerability', json_extract(payload, '$.options.vulnerability'),
                'system', json_extract(payload, '$.options.system'),
                'declaring', json_extract(payload, '$.options.declaring'))))
        WHERE kind = 'Opened' AND json_extract(payload, '$.options.game') IS NULL;
    UPDATE events SET payload = json_object('deal',
            json_extract(payload, '$.number') || ' ' || json_extract(payload, '$.dealer') || ' '
            || json_extract(payload, '$.vul') || ' ' || json_extract(payload, '$.deal'))
        WHERE kind = 'Dealt' AND json_extract(payload, '$.number') IS NOT NULL;
    CREATE TRIGGER events_are_append_only_update BEFORE UPDATE ON events
        BEGIN SELECT RAISE(ABORT, 'the event log is append-only'); END;
    """,
        postgres="""
    ALTER TABLE events DISABLE TRIGGER events_are_append_only_update;
    UPDATE events SET payload = jsonb_set(p, '{options}',
            ((p -> 'options') - 'format' - 'vulnerability' - 'system' - 'declaring')
            || jsonb_build_object('game', 'bridge', 'rules', jsonb_build_object(
                'format', p -> 'options' -> 'format',
                'vulnerability', p -> 'options' -> 'vulnerability',
                'system', p -> 'options' -> 'system',
                'declaring', p -> 'options' -> 'declaring')))::text
        FROM (SELECT table_id AS t, seq AS s, payload::jsonb AS p FROM events) AS old
        WHERE kind = 'Opened' AND table_id = old.t AND seq = old.s
            AND NOT (old.p -> 'options') ? 'game';
    UPDATE events SET payload = jsonb_build_object('deal',
            (p ->> 'number') || ' ' || (p ->> 'dealer') || ' ' || (p ->> 'vul') || ' '
            || (p ->> 'deal'))::text
        FROM (SELECT table_id AS t, seq AS s, payload::jsonb AS p FROM events) AS old
        WHERE kind = 'Dealt' AND table_id = old.t AND seq = old.s AND old.p ? 'number';
    ALTER TABLE events ENABLE TRIGGER events_are_append_only_update;
    """,
    ),
    # 4: indexes for the questions asked by channel (its finished table), by stage (the tables
    # to rebuild at start) and by player (one player's results), so that none of them reads a
    # whole table as the history grows.
    Migration("""
    CREATE INDEX tables_by_channel ON tables (channel_id, status);
    CREATE INDEX tables_by_status ON tables (status);
    CREATE INDEX results_by_player ON results (user_id, guild_id, game, level, at);
    """),
    # 5: duplicate events (the daily challenge): each event's boards, dealt once and kept;
    # who entered it, at which table; and every result on each board, the robots' own under
    # user 0. Asked by event, or by server, game and day.
    Migration("""
    CREATE TABLE event_boards (
        event TEXT NOT NULL,
        number INTEGER NOT NULL,
        deal TEXT NOT NULL,
        at REAL NOT NULL,
        PRIMARY KEY (event, number)
    ) WITHOUT ROWID;

    CREATE TABLE event_entries (
        event TEXT NOT NULL,
        user_id INTEGER NOT NULL,
        guild_id INTEGER NOT NULL,
        game TEXT NOT NULL,
        day TEXT NOT NULL,
        table_id INTEGER NOT NULL REFERENCES tables (id),
        at REAL NOT NULL,
        PRIMARY KEY (event, user_id)
    ) WITHOUT ROWID;
    CREATE INDEX event_entries_by_day ON event_entries (guild_id, game, day);
    CREATE INDEX event_entries_by_table ON event_entries (table_id);

    CREATE TABLE event_scores (
        event TEXT NOT NULL,
        number INTEGER NOT NULL,
        user_id INTEGER NOT NULL,
        score INTEGER NOT NULL,
        result TEXT NOT NULL,
        at REAL NOT NULL,
        PRIMARY KEY (event, number, user_id)
    ) WITHOUT ROWID;
    """),
    # 6: tournaments: who hosts each, for which game, public or private, how boards are
    # compared, its rounds and where it stands; who is admitted (to a private one) and
    # registered; and the role each server names for its tournaments' hosts. Each round's boards,
    # entries and results are those of the event "tournament/<id>/<round>".
    Migration("""
    CREATE TABLE tournaments (
        id INTEGER PRIMARY KEY,
        guild_id INTEGER NOT NULL,
        channel_id INTEGER NOT NULL,
        host INTEGER NOT NULL,
        name TEXT NOT NULL,
        game TEXT NOT NULL,
        private INTEGER NOT NULL,
        scoring TEXT NOT NULL,
        rounds INTEGER NOT NULL,
        round INTEGER NOT NULL DEFAULT 0,
        status TEXT NOT NULL,
        created_at REAL NOT NULL
    );
    CREATE INDEX tournaments_by_guild ON tournaments (guild_id, status);

    CREATE TABLE tournament_players (
        tournament_id INTEGER NOT NULL REFERENCES tournaments (id),
        user_id INTEGER NOT NULL,
        admitted INTEGER NOT NULL DEFAULT 1,
        registered INTEGER NOT NULL DEFAULT 0,
        at REAL NOT NULL,
        PRIMARY KEY (tournament_id, user_id)
    ) WITHOUT ROWID;
    CREATE INDEX tournament_players_by_user ON tournament_players (user_id);

    CREATE TABLE tournament_hosts (
        guild_id INTEGER PRIMARY KEY,
        role_id INTEGER NOT NULL
    );
    """),
    # 7: each player's look (theme and display settings, percentages with 50 as drawn) and
    # whether the move timer's warning is posted for them.
    Migration("""
    ALTER TABLE player_choices ADD COLUMN theme TEXT NOT NULL DEFAULT 'classic';
    ALTER TABLE player_choices ADD COLUMN contrast INTEGER NOT NULL DEFAULT 50;
    ALTER TABLE player_choices ADD COLUMN grain INTEGER NOT NULL DEFAULT 50;
    ALTER TABLE player_choices ADD COLUMN warmth INTEGER NOT NULL DEFAULT 50;
    ALTER TABLE player_choices ADD COLUMN warnings INTEGER NOT NULL DEFAULT 1;
    """),
    # 8: PostgreSQL gains a function that writes an action in one round trip: lock the
    # table's row, check that its log ends just before the new events (each statement of a
    # function sees what committed before it, so this one sees the writer it waited for),
    # append them, set the status and the timers, and notify. False, having written
    # nothing, when the log has moved on. SQLite, in the same process as the bot, has nothing
    # to add.
    Migration(
        "",
        postgres="""
    CREATE FUNCTION append_action(
        p_table BIGINT, p_seq BIGINT[], p_kind TEXT[], p_seat TEXT[], p_user BIGINT[],
        p_at DOUBLE PRECISION[], p_payload TEXT[], p_status TEXT, p_now DOUBLE PRECISION,
        p_timers BOOLEAN, t_kind TEXT[], t_seat TEXT[], t_user BIGINT[],
        t_deadline DOUBLE PRECISION[], t_warn DOUBLE PRECISION[], p_channel TEXT, p_news TEXT
    ) RETURNS BOOLEAN LANGUAGE plpgsql AS $$
    DECLARE
        last BIGINT;
    BEGIN
        IF cardinality(p_seq) > 0 THEN
            PERFORM 1 FROM tables WHERE id = p_table FOR UPDATE;
            SELECT COALESCE(MAX(seq), 0) INTO last FROM events WHERE table_id = p_table;
            IF last <> p_seq[1] - 1 THEN
                RETURN FALSE;
            END IF;
            INSERT INTO events (table_id, seq, kind, seat, user_id, at, payload)
                SELECT p_table, * FROM unnest(p_seq, p_kind, p_seat, p_user, p_at, p_payload);
            PERFORM pg_notify(p_channel, p_news);
        END IF;
        IF p_status IS NOT NULL THEN
            UPDATE tables SET status = p_status, updated_at = p_now WHERE id = p_table;
        END IF;
        IF p_timers THEN
            DELETE FROM timers WHERE table_id = p_table
                AND NOT (kind || ':' || seat = ANY (
                    SELECT k || ':' || s FROM unnest(t_kind, t_seat) AS x (k, s)));
            INSERT INTO timers (table_id, kind, seat, user_id, deadline, warn_at, warned)
                SELECT p_table, *, 0 FROM unnest(t_kind, t_seat, t_user, t_deadline, t_warn)
                ON CONFLICT (table_id, kind, seat) DO UPDATE SET
                    user_id = excluded.user_id, deadline = excluded.deadline,
                    warn_at = excluded.warn_at,
                    warned = CASE WHEN timers.deadline = excluded.deadline
                             THEN timers.warned ELSE 0 END;
        END IF;
        RETURN TRUE;
    END $$;
    """,
    ),
    # 9: the language each player chose ('' until they choose one).
    Migration("""
    ALTER TABLE player_choices ADD COLUMN language TEXT NOT NULL DEFAULT '';
    """),
    # 10: tournaments for pairs, with a number of boards a round, and a start by time or when
    # full; whom each player names as partner; the seat each entrant of an event takes. The
    # tournaments still to start or finish are asked for by status at start-up.
    Migration("""
    ALTER TABLE tournaments ADD COLUMN pairs INTEGER NOT NULL DEFAULT 0;
    ALTER TABLE tournaments ADD COLUMN boards INTEGER NOT NULL DEFAULT 0;
    ALTER TABLE tournaments ADD COLUMN starts_at REAL;
    ALTER TABLE tournaments ADD COLUMN start_when_full INTEGER NOT NULL DEFAULT 0;
    ALTER TABLE tournament_players ADD COLUMN partner INTEGER;
    ALTER TABLE event_entries ADD COLUMN seat TEXT NOT NULL DEFAULT 'S';
    CREATE INDEX tournaments_by_status ON tournaments (status);
    """),
    # 11: the language a tournament speaks in its channel and its tables' threads.
    Migration("""
    ALTER TABLE tournaments ADD COLUMN language TEXT NOT NULL DEFAULT 'en';
    """),
)

#: Each migration's script for a SQLite file.
SQLITE: tuple[str, ...] = tuple(m.both + m.sqlite for m in MIGRATIONS)
#: Each migration's script for a PostgreSQL database.
POSTGRES: tuple[str, ...] = tuple(postgres_schema(m.both) + m.postgres for m in MIGRATIONS)
