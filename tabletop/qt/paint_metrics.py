"""The numbers the board painting is made of, named in one place: the letters' floors, pen
widths, margins, radii, alpha and the shares of a piece or place its parts take.

Lengths are in board (scene) units unless they end in ``_PX`` (pixels on screen); ``SHARE``
and ``RATIO`` are fractions of the piece's or band's size. The colours are in palette.py.
"""

from __future__ import annotations

# --- letters ---------------------------------------------------------------------------
TEXT_FLOOR_PX = 12.0  # letters grow to this height on screen where their place has room
LARGE_FLOOR_PX = 15.5  # ... and up to this on a large screen (see theme.text_floor_for)
NAME_LEAST_PX = 9.0  # a name shrinks to this before it is cut (the table's reading floor)
MIN_SHRINK = 0.6  # a number or count shrinks to this share of its size, never losing a digit
NUMBER_MIN_SHRINK = 0.75  # ... a piece's own number, less
MIN_TEXT_PX = 9.0  # zone titles try to be at least this tall on screen
FLOOR_SLACK = 0.98  # letters this share of a floor still count as at the floor
BAND_FILL = 0.9  # letters take at most this share of their band's height
BADGE_FLOOR_RATIO = 1.5  # a round badge is this many floor letters wide

# --- target and selection marks ----------------------------------------------------------
GLOW = 3.0  # scene units of highlight drawn around a clickable item
MIN_MARK_PX = 3.5  # the target mark's band is at least this wide on screen

# --- the board ---------------------------------------------------------------------------
BOARD_MARGIN = 2.5  # scene units around a board
BOARD_PEN = 1.2  # the board's rim
BOARD_RADIUS_SHARE = 0.03  # of the board's shorter side
COVER_HEIGHT_SHARE = 0.5  # the next piece lies over a name when nearer than this share ...
COVER_WIDTH_SHARE = 0.95  # ... of the piece's height and width

# --- places (zones) ----------------------------------------------------------------------
ZONE_PEN = 0.5  # a place's outline
ZONE_TEXT_INSET = 1.5  # the title and note keep this far from a place's sides
TITLE_TOP = 0.3  # the title band's top
TITLE_LINE_SPACE = 1.5  # a title band is this many letters tall per line
TITLE_FILL = 0.92  # the title's letters take this share of its band per line
NOTE_RATIO = 0.72  # a note's letters: this share of its band
NOTE_LEAST = 0.85  # a note may be this share of the zone titles' least size
STRIP_TEXT_INSET = 1.2  # a strip's title keeps this far from its left edge
STRIP_TITLE_SHARE = 0.52  # a strip's title takes this share of its height over a note
STRIP_TITLE_RATIO = 0.36  # ... its letters this share of the strip's height
STRIP_NOTE_TOP = 0.5  # a strip's note band starts halfway down
STRIP_NOTE_SHARE = 0.49  # ... and is this share of the strip tall
STRIP_NOTE_RATIO = 0.3  # ... its letters this share of the strip's height
DIVIDER_PEN = 0.3  # the line between a strip's title column and its slots
DIVIDER_INSET = 1.5  # ... kept this far from the strip's top and bottom
ZONE_MARK_LEAST, ZONE_MARK_MOST, ZONE_MARK_SHARE = 0.9, 2.6, 0.08  # a place's mark band

# --- hidden piles ------------------------------------------------------------------------
PILE_STEP = 0.8  # each card back of a pile lies this far from the one above
PILE_ROOM = 1.6  # room a pile needs besides its top card (two steps)
PILE_BACKS_SHOWN = 3  # a pile shows at most this many card backs
EMPTY_PILE_PEN = 0.4  # the dashed outline where an empty pile was
EMPTY_PILE_RADIUS = 1.5
PILE_BADGE_SHARE = 0.55  # the count's disc: this share of the card's shorter side
PILE_BADGE_PEN = 0.4
PILE_COUNT_RATIO = 0.42  # the count's letters: this share of its disc

# --- pieces --------------------------------------------------------------------------------
SHADOW_DX, SHADOW_DY = 0.5, 0.6  # the soft shadow's offset
PIECE_PEN_LEAST, PIECE_PEN_SHARE = 0.25, 0.035  # a piece's outline
SEAT_FRAME_LEAST, SEAT_FRAME_SHARE = 0.6, 0.08  # a seat's frame round its card or tile
TALL_RATIO = 1.15  # a piece this much taller than wide is a card standing up
SHORT_LABEL = 3  # a label this long or shorter is a number or count
NUMBER_LEFT, NUMBER_WIDTH = 0.54, 0.42  # where a piece's number goes beside its icon
NUMBER_RATIO = 0.46  # ... its letters: this share of the piece's shorter side
BEHIND_SLACK = 0.95  # a number below this share of the floor goes over a faint icon
ICON_SHARE = 0.5  # an icon: this share of the piece's shorter side
ICON_BEHIND_SHARE = 0.8  # ... behind its number, larger
ICON_BEHIND_OPACITY = 0.3  # ... and faint
ICON_LEFT = 0.3  # an icon beside its number: its centre this far across
ICON_LIFT_TALL = 0.12  # a card's icon sits this share of its height above the middle
BADGE_INSET = 0.06  # the corner number's disc: this share of the shorter side in
BADGE_OVERHANG = 0.25  # ... a token's over its corner by this share of the disc
BADGE_RIM_SHARE = 0.7  # a target's disc rim: this share of its mark band
BADGE_RIM_PEN = 0.3  # ... and otherwise
BADGE_TALL = 0.62  # a card's corner number is this share of its badge ...
BADGE_TOKEN = 0.5  # ... a token's half
BADGE_SHARE_TALL, BADGE_SHARE = 0.34, 0.42  # a badge's width: share of the shorter side ...
BADGE_MOST = 0.75  # ... at most
SEAT_BADGE_LEAST, SEAT_BADGE_SHARE, SEAT_BADGE_MOST = 2.4, 0.42, 7.0  # the owner's shape
SEAT_BADGE_OUT = 0.8  # ... that share of it over the piece's corner
SEAT_BADGE_PEN_LEAST, SEAT_BADGE_PEN_SHARE = 0.25, 0.12
PIECE_MARK_LEAST, PIECE_MARK_MOST, PIECE_MARK_SHARE = 0.5, 1.8, 0.14  # a piece's mark band
LABEL_LEAST_PX = 9.0  # a piece's name is drawn only if it can be this tall on screen
LABEL_TOP_TALL = 0.1  # a card's name starts this share of its height down ...
BADGE_UNDER = 0.9  # ... or this share of its corner badge below it
LABEL_FOOT, LABEL_FOOT_NOTE = 0.06, 0.17  # the card's foot (with a printed cost, more)
LABEL_SIDE = 0.04  # a card's name keeps this share of its width from each side
LABEL_RATIO_TALL = 0.2  # ... its letters: this share of the card's width
NOTE_SIDE, NOTE_WIDTH, NOTE_HEIGHT = 0.03, 0.94, 0.16  # a card's printed cost at its foot
LABEL_INSET = 0.06  # a token's name keeps this share of its size from the edge
LABEL_RATIO_SHORT, LABEL_RATIO_LONG = 0.36, 0.24  # a token's count and name letters
LABEL_FILL = 0.95  # a count takes at most this share of the token's height

# --- card backs ---------------------------------------------------------------------------
BACK_RADIUS_SHARE = 0.12
BACK_PEN_LEAST, BACK_PEN_SHARE = 0.3, 0.02
BACK_INNER = 0.1  # the inner frame: this share of the card's width in
BACK_LINE_LEAST = 0.2  # the inner frame's pen (BACK_PEN_SHARE of the width)
BACK_INNER_RADIUS = 0.6  # of the card's corner radius
BACK_MOTIF = 0.5  # the meeple: this share of the inner frame's width

# --- shapes and seat markers ------------------------------------------------------------------
ROUNDED_RADIUS_SHARE = 0.14  # a rounded shape's corners, of its shorter side
STAR_OUTER, STAR_INNER = 0.5, 0.22  # a star's points and notches, of its size
MARKER_RATIO = 2.0  # markers are drawn at twice their size, sharp on HiDPI screens
MARKER_PEN = 1.4
MARKER_INSET = 1.5  # pixels between a marker's edge and its pixmap's
